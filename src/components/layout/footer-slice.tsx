import type { SliceComponentProps } from 'gatsby';
import type { ChromeContext } from '../../build/plan-chrome';
import { SiteFooter } from './SiteFooter';

type FooterSliceProps = {
  minimal?: boolean;
};

/** The footer of one language as a Gatsby Slice. */
export default function FooterSlice({
  sliceContext,
  minimal,
}: SliceComponentProps<object, ChromeContext, FooterSliceProps>) {
  return <SiteFooter chrome={sliceContext} minimal={minimal} />;
}
