import { AppError } from '../../../core/errors.js';

/** Error codes of templates (GraphQL `extensions.code`; REST maps them to snake_case). */
export const templateErrorCodes = ['TEMPLATE_VARIABLES_INVALID'] as const;
export type TemplateErrorCode = (typeof templateErrorCodes)[number];

/** One way the variables fail the template's schema: a JSON Pointer into the variables and Ajv's message. */
export interface VariableError {
  path: string;
  message: string;
}

export const templateVariablesInvalid = (errors: VariableError[]): AppError<TemplateErrorCode> =>
  new AppError(
    'TEMPLATE_VARIABLES_INVALID',
    `variables: do not match the template's variablesSchema: ${errors.map((error) => `${error.path || '/'} ${error.message}`).join('; ')}`,
    { field: 'variables', errors },
  );
