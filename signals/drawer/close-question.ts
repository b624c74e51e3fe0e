// What the drawer's close confirmation says, from the record (src/domain/drawer/close-question.ts).
import { computed } from '@preact/signals-react';
import { closeQuestion } from '../../src/domain/drawer/close-question.ts';
import { record } from '../claim/claim.ts';

/** Whether the close confirmation says the answers are not sent yet, or on their way to the insurer. */
export const closeQuestionShown = computed(() => closeQuestion(record.value));
