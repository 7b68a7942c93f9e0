/**
 * The request rules of companies. The companies service checks every rule of a write and lists
 * them all; the gateway checks the request's shape with these limits (its schemas document them)
 * and, before the call, the one customFields rule a request must pass to travel at all (depth).
 */

/** Limits of the stored fields. */
export const COMPANY_LIMITS = {
  name: 200,
  domain: 2048,
  description: 5000,
  website: 2048,
  text: 200,
  categories: 100,
  category: 100,
  customFieldsDepth: 10,
  /** At most this many messages in one 400. */
  messages: 20,
} as const;

/** The optional text fields of a company (each may be cleared with null). */
export const COMPANY_TEXT_FIELDS = [
  'description',
  'industry',
  'size',
  'website',
  'city',
  'state',
  'country',
] as const;
export type CompanyTextField = (typeof COMPANY_TEXT_FIELDS)[number];

/** The longest value of a text field. */
export const companyTextLimit = (field: CompanyTextField): number =>
  field === 'description'
    ? COMPANY_LIMITS.description
    : field === 'website'
      ? COMPANY_LIMITS.website
      : COMPANY_LIMITS.text;

export const COMPANY_CUSTOM_FIELDS_DEPTH_MESSAGE = `customFields must not be nested more than ${COMPANY_LIMITS.customFieldsDepth} levels deep`;

const NUL = '\u0000';

/**
 * customFields is free-form JSON, but it is stored as a document: keys cannot start with `$` or
 * contain `.` (MongoDB field names; FerretDB refuses them), text cannot hold NUL (PostgreSQL refuses
 * it), FerretDB v1 stores no array directly inside an array, and depth is bounded.
 */
export function companyCustomFieldsProblems(root: unknown): string[] {
  const problems: string[] = [];
  const visit = (value: unknown, depth: number, inArray: boolean): void => {
    if (problems.length >= COMPANY_LIMITS.messages) return;
    if (typeof value === 'string') {
      if (value.includes(NUL)) problems.push('customFields must not contain NUL characters');
      return;
    }
    if (value === null || typeof value !== 'object') return;
    if (depth > COMPANY_LIMITS.customFieldsDepth) {
      problems.push(COMPANY_CUSTOM_FIELDS_DEPTH_MESSAGE);
      return;
    }
    if (Array.isArray(value)) {
      if (inArray) problems.push('customFields must not contain arrays directly inside arrays');
      for (const item of value) visit(item, depth + 1, true);
      return;
    }
    for (const [key, child] of Object.entries(value)) {
      if (key.startsWith('$')) problems.push(`customFields key "${key}" must not start with $`);
      if (key.includes('.')) problems.push(`customFields key "${key}" must not contain a dot`);
      if (key.includes(NUL)) problems.push('customFields must not contain NUL characters');
      if (key === '__proto__') problems.push('customFields key "__proto__" is not allowed');
      visit(child, depth + 1, false);
    }
  };
  visit(root, 1, false);
  return [...new Set(problems)];
}

/**
 * The depth rule alone, for the gateway: a Struct nested ~35 JSON levels is past protobuf's
 * recursion limit and cannot reach the service at all. Same limit and message as the full rule; the
 * walk stops at the limit, so a body nested thousands of levels costs nothing.
 */
export function companyCustomFieldsDepthProblems(value: unknown): string[] {
  const tooDeep = (node: unknown, depth: number): boolean => {
    if (node === null || typeof node !== 'object') return false;
    if (depth > COMPANY_LIMITS.customFieldsDepth) return true;
    return Object.values(node).some((child) => tooDeep(child, depth + 1));
  };
  return tooDeep(value, 1) ? [COMPANY_CUSTOM_FIELDS_DEPTH_MESSAGE] : [];
}

/** The company fields a write may clear, by REST name, with their `CompanyFields.clear` name. */
export const COMPANY_CLEAR_NAMES = {
  domain: 'domain',
  ...(Object.fromEntries(COMPANY_TEXT_FIELDS.map((field) => [field, field])) as {
    [F in CompanyTextField]: F;
  }),
  categories: 'categories',
  customFields: 'custom_fields',
} as const;
export type ClearableCompanyField = keyof typeof COMPANY_CLEAR_NAMES;
