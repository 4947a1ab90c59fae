/* The text rules the UI kit checks as the user types, kept free of schema code. */

/** Letters, digits, space, hyphen, underscore and dot: the spec's set for titles and codes. */
export const SAFE_TEXT = /^[a-zA-Z0-9 _.-]*$/;
export const LONG_TEXT_MAX = 100000;
