import type { CombinedError } from 'urql';
import { fieldError } from '../../api';
import { FieldNote } from '../../components/ui';
import { MAIL_EVENTS } from './mail';

/** The events a webhook receives, as checkboxes: none checked means every event. */
export function EventFilters({ value, onChange, error }: { value: string[]; onChange: (next: string[]) => void; error?: CombinedError }) {
  const message = fieldError(error, 'eventFilters');
  return (
    <fieldset aria-describedby={message ? 'field-eventFilters-error' : undefined}>
      <legend>Events {value.length === 0 ? <small>(none checked: every event)</small> : null}</legend>
      <div className="event-filters">
        {MAIL_EVENTS.map(([name, meaning]) => (
          <label key={name} title={meaning}>
            <input
              type="checkbox"
              name="eventFilters"
              value={name}
              checked={value.includes(name)}
              onChange={(event) => onChange(event.target.checked ? [...value, name] : value.filter((other) => other !== name))}
            />
            <code>{name}</code>
          </label>
        ))}
      </div>
      <FieldNote id="field-eventFilters" message={message} />
    </fieldset>
  );
}
