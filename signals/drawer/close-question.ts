// What the drawer's close confirmation says, from the record (src/domain/drawer/close-question.ts).
import { computed } from '@preact/signals-react';
import { closeQuestion } from '../../src/domain/drawer/close-question.ts';
import { record } from '../claim/claim.ts';
import { submitting } from './flow.ts';

/** Whether the close confirmation says the answers are not sent yet, on their way to the insurer, or the claim is. */
export const closeQuestionShown = computed(() => closeQuestion(record.value, submitting.value));
