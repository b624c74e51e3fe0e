// Strings of the drawer's entry views (login-redirect, start, resume, loading): the claim is being opened.

/** English, the source of truth: every other locale has these keys. */
export default {
  opening: 'Opening your claim…',
};
