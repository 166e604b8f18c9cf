/** A reader's full name's length, in characters after trimming: the sign-up form's rule and the profile's. */
export const NAME_LIMITS = { min: 2, max: 100 } as const;
