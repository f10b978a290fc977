/** The ids a form's markup (FormField.tsx) and its island (form-errors.ts) agree on. */
export const fieldId = (prefix: string, name: string): string => `${prefix}-${name}`;
export const errorId = (prefix: string, name: string): string => `${prefix}-${name}-error`;
export const summaryId = (prefix: string): string => `${prefix}-summary`;
