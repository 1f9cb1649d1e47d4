import type { SliceComponentProps } from 'gatsby';
import type { ChromeContext } from '../../build/plan-chrome';
import type { LocaleCode } from '../../config/locales';
import { Island } from '../ui/Island';
import { SiteHeader, type HeaderMode } from './SiteHeader';

type HeaderSliceProps = {
  alternates: Partial<Record<LocaleCode, string>>;
  mode?: HeaderMode;
};

/**
 * The header of one language as a Gatsby Slice (an edit to the header rebuilds this, not every page),
 * hydrated in a turn of its own (decision 023).
 */
export default function HeaderSlice({
  sliceContext,
  alternates,
  mode,
}: SliceComponentProps<object, ChromeContext, HeaderSliceProps>) {
  return (
    <Island name="header">
      <SiteHeader chrome={sliceContext} alternates={alternates} mode={mode} />
    </Island>
  );
}
