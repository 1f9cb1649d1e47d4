import { forwardRef, useMemo, type ComponentPropsWithoutRef } from 'react';
import { callingCodeOf } from '../../domain/phone';
import { useCountries } from '../booking/country-names';

type PhoneCountrySelectProps = Omit<ComponentPropsWithoutRef<'select'>, 'children'> & {
  /** The page's language: the countries' names are in it. */
  language: string;
  /** The select's accessible name ("Country code"). */
  label: string;
};

/**
 * The country code of a phone number (issue 30): every country with a numbering plan, by name in the
 * page's language with its calling code ('Germany +49'). The value is the country ('DE').
 */
export const PhoneCountrySelect = forwardRef<HTMLSelectElement, PhoneCountrySelectProps>(function PhoneCountrySelect(
  { language, label, ...props },
  ref,
) {
  const named = useCountries(language);
  const countries = useMemo(
    () =>
      named
        .map((country) => ({ ...country, callingCode: callingCodeOf(country.code) }))
        .filter((country) => country.callingCode !== ''),
    [named],
  );
  return (
    <select {...props} ref={ref} aria-label={label}>
      {countries.map(({ code, callingCode, name }) => (
        <option key={code} value={code}>
          {`${name} +${callingCode}`}
        </option>
      ))}
    </select>
  );
});
