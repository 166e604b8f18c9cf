/**
 * Row action buttons use the darker primary shade: the default primary (#1976d2) falls just under WCAG's 4.5:1
 * on a hovered table row (#f5f5f5), the dark shade (#1565c0) stays above it.
 */
export const ROW_ACTION_SX = { color: 'primary.dark' } as const;
