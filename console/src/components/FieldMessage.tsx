import type { CombinedError } from 'urql';
import { fieldError } from '../api';

/** The API's error about `field`, for inputs that are not a single `Field` (a group of switches, a select, a text area). */
export function FieldMessage({ error, field }: { error?: CombinedError; field: string }) {
  const message = fieldError(error, field);
  return message ? (
    <small className="field-error" role="alert">
      {message}
    </small>
  ) : null;
}
