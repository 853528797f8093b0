/** Validation messages in words a client can act on, the same wherever a request or a bulk row fails. */

/** Per-route overrides of validation messages, set in the route's `config.messages`. */
export interface RouteMessages {
  /**
   * For a failure of the path parameters: one message for any of them, or a message per parameter name
   * (a parameter not named keeps the generic message).
   */
  params?: string | Record<string, string>;
  /** Used for any failure of the named body or query field. */
  fields?: Record<string, string>;
  /**
   * A unique index or constraint (by its name in the migrations) mapped to the 409 message the route
   * answers when a write breaks it: the contract's message, e.g. `User not added, email already exists`.
   */
  unique?: Record<string, string>;
  /** The 500 message of this route, where the contract names one (`Database error during supplier creation`). */
  internal?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    messages?: RouteMessages;
  }
}

export interface AjvIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const article = (type: string) =>
  type === 'integer'
    ? 'an integer'
    : type === 'object'
      ? 'an object'
      : type === 'array'
        ? 'an array'
        : `a ${type}`;

function describe(issue: AjvIssue, context: string): string {
  const p = issue.params;
  const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const field = path || (context === 'body' ? 'request body' : context);
  switch (issue.keyword) {
    case 'required':
      return `Missing required field: ${path ? `${path}.` : ''}${String(p.missingProperty)}`;
    case 'type': {
      // A type list (`["string", "null"]`) reads "a string or null".
      const types = String(p.type)
        .split(',')
        .map((t) => (t === 'null' ? 'null' : article(t)))
        .join(' or ');
      if (!path && context === 'body') return `Request body must be ${types}`;
      return `Invalid value for ${field}: must be ${types}`;
    }
    case 'maxLength':
      return `${field} must be at most ${String(p.limit)} characters`;
    case 'minLength':
      return p.limit === 1
        ? `${field} must not be empty`
        : `${field} must be at least ${String(p.limit)} characters`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `Invalid value for ${field}: must be ${issue.keyword === 'minimum' ? 'at least' : 'greater than'} ${String(p.limit)}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `Invalid value for ${field}: must be ${issue.keyword === 'maximum' ? 'at most' : 'less than'} ${String(p.limit)}`;
    case 'format':
      if (p.format === 'email') return `${field} must be a valid email address`;
      if (p.format === 'date') return `${field} must be a date (YYYY-MM-DD)`;
      if (p.format === 'date-time') return `${field} must be a date and time (ISO 8601)`;
      return `${field} must be a valid ${String(p.format)}`;
    case 'enum':
      return `Invalid value for ${field}: must be one of ${(p.allowedValues as unknown[]).join(', ')}`;
    case 'const':
      return `Invalid value for ${field}: must be ${String(p.allowedValue)}`;
    case 'pattern':
      return `Invalid value for ${field}: invalid format`;
    case 'minItems':
      return `${field} must have at least ${String(p.limit)} item(s)`;
    case 'maxItems':
      return `${field} must have at most ${String(p.limit)} items`;
    default:
      return `Invalid value for ${field}${issue.message ? `: ${issue.message}` : ''}`;
  }
}

/**
 * The message of a failed validation, in the same words wherever it happens (a request's body, query or
 * params, or one row of a bulk upload): the route's own messages first, then a sentence naming the field.
 */
export function describeIssues(
  issues: readonly AjvIssue[],
  context: string,
  messages: RouteMessages | undefined,
): string | undefined {
  if (context === 'params' && typeof messages?.params === 'string') return messages.params;
  // Prefer the issue that names a field: anyOf/oneOf report a summary issue after the branch issues.
  const first = issues.find((i) => i.keyword !== 'anyOf' && i.keyword !== 'oneOf') ?? issues[0];
  if (!first) return undefined;
  const field =
    first.keyword === 'required'
      ? String(first.params.missingProperty)
      : first.instancePath.replace(/^\//, '').split('/')[0];
  if (context === 'params' && field && typeof messages?.params === 'object' && messages.params[field]) {
    return messages.params[field];
  }
  if (context !== 'params' && field && messages?.fields?.[field] && first.keyword !== 'required') {
    return messages.fields[field];
  }
  return describe(first, context);
}
