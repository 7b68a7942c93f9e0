import type { z } from 'zod';
import { badRequest } from '../errors/http-error';

const article = (word: string) => (/^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`);

/**
 * Default wording of a failed rule, in the style of api-decisions ("name should not be empty").
 * `{path}` is replaced by the field's path once the issue's path is known. Messages written into a
 * schema (`{ error: '...' }`) take precedence.
 */
function defaultMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? '{path} should not be empty'
        : `{path} must be ${article(issue.expected)}`;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? '{path} should not be empty'
          : `{path} must be at least ${issue.minimum} characters`;
      }
      if (issue.origin === 'array') return `{path} must contain at least ${issue.minimum} items`;
      return `{path} must not be less than ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `{path} must be at most ${issue.maximum} characters`;
      if (issue.origin === 'array') return `{path} must contain at most ${issue.maximum} items`;
      return `{path} must not be greater than ${issue.maximum}`;
    case 'invalid_format':
      if (issue.format === 'email') return '{path} must be an email';
      if (issue.format === 'uuid' || issue.format === 'guid') return '{path} must be a UUID';
      return '{path} has an invalid format';
    case 'invalid_value':
      return `{path} must be one of the following values: ${issue.values.map(String).join(', ')}`;
    default:
      return '{path} is invalid';
  }
}

export function formatIssues(issues: readonly z.core.$ZodIssue[], root: string): string[] {
  const messages: string[] = [];
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        messages.push(`property ${path ? `${path}.` : ''}${key} should not exist`);
    } else {
      messages.push(issue.message.replaceAll('{path}', path || root));
    }
  }
  return [...new Set(messages)];
}

/** Parses `input` or throws a 400 with one message per failing rule. */
export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown, root: string): z.output<T> {
  const result = schema.safeParse(input, { error: (issue) => defaultMessage(issue) });
  if (!result.success) throw badRequest(formatIssues(result.error.issues, root));
  return result.data;
}
