/** The request rules of templates and sends, shared by the gateway's schemas and the email service. */

export const TEMPLATE_LIMITS = { name: 200, subject: 998, html: 256 * 1024, text: 128 * 1024 } as const;

/** `vars` of a send: its JSON size, and (checked by the gateway, so it can travel) its depth. */
export const VARS_LIMITS = { bytes: 64 * 1024, depth: 20 } as const;

export const VARS_BYTES_MESSAGE = `vars must be at most ${VARS_LIMITS.bytes} bytes when serialized as JSON`;
export const VARS_DEPTH_MESSAGE = `vars must be nested at most ${VARS_LIMITS.depth} levels deep`;

/** The size rule of `vars`. */
export function varsBytesProblems(vars: unknown): string[] {
  return Buffer.byteLength(JSON.stringify(vars ?? {})) > VARS_LIMITS.bytes ? [VARS_BYTES_MESSAGE] : [];
}
