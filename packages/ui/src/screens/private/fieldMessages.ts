import type { ValidationResult } from 'react-aria-components';

type Details = Partial<Record<'valueMissing' | 'typeMismatch' | 'tooShort' | 'patternMismatch', string>>;

/**
 * A field's `errorMessage`: Portuguese texts for the browser's own checks (required, e-mail type…),
 * else the messages of `validate` or of the server (`Form validationErrors`).
 */
export function fieldMessages(details: Details) {
  return (validation: ValidationResult): string => {
    for (const [key, message] of Object.entries(details) as [keyof Details, string][]) {
      if (validation.validationDetails[key]) return message;
    }
    return validation.validationErrors.join(' ');
  };
}

export const emailMessages = fieldMessages({
  valueMissing: 'Informe o e-mail.',
  typeMismatch: 'Informe um e-mail válido.',
});

export const passwordMessages = fieldMessages({ valueMissing: 'Informe a senha.' });

/** The first message of a contract (zod) schema for a non-empty value; nothing for an empty one (isRequired covers it). */
export function schemaCheck(schema: {
  safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } };
}) {
  return (value: string): string | null => {
    if (!value) return null;
    const result = schema.safeParse(value);
    return result.success ? null : (result.error?.issues[0]?.message ?? null);
  };
}
