import type { SliceComponentProps } from 'gatsby';
import type { ChromeContext } from '../../build/plan-chrome';
import { Island } from '../ui/Island';
import { SiteFooter } from './SiteFooter';

type FooterSliceProps = {
  minimal?: boolean;
};

/** The footer of one language as a Gatsby Slice, hydrated in a turn of its own (decision 023). */
export default function FooterSlice({
  sliceContext,
  minimal,
}: SliceComponentProps<object, ChromeContext, FooterSliceProps>) {
  return (
    <Island name="footer">
      <SiteFooter chrome={sliceContext} minimal={minimal} />
    </Island>
  );
}
