/**
 * Small inline icons (decorative: hidden from assistive technologies).
 *
 * Each icon's drawing is a constant piece of SVG markup set as the `<svg>`'s content: one element
 * for React to render instead of three or four, on every page, on the server and in the browser.
 */
interface IconProps {
  size?: number;
  className?: string;
}

function Svg({ size = 20, className, drawing }: IconProps & { drawing: { __html: string } }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: constant drawings of this file, no input
      dangerouslySetInnerHTML={drawing}
    />
  );
}

const CLOSE = { __html: '<path d="M6 6l12 12M18 6L6 18"/>' };
const SEARCH = { __html: '<circle cx="11" cy="11" r="7"/><path d="M20 20l-3.5-3.5"/>' };
const STORE = {
  __html: '<path d="M12 21s-7-5.6-7-11a7 7 0 0114 0c0 5.4-7 11-7 11z"/><circle cx="12" cy="10" r="2.5"/>',
};
const BASKET = { __html: '<path d="M3 9h18l-2 11H5L3 9z"/><path d="M8 9l4-6 4 6"/>' };
const MENU = { __html: '<path d="M4 6h16M4 12h16M4 18h16"/>' };
const CHEVRON = { __html: '<path d="M6 9l6 6 6-6"/>' };
const INFO = { __html: '<circle cx="12" cy="12" r="9"/><path d="M12 11v5M12 8h.01"/>' };
const CLOCK = { __html: '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>' };

export const CloseIcon = (props: IconProps) => <Svg {...props} drawing={CLOSE} />;
export const SearchIcon = (props: IconProps) => <Svg {...props} drawing={SEARCH} />;
export const StoreIcon = (props: IconProps) => <Svg {...props} drawing={STORE} />;
export const BasketIcon = (props: IconProps) => <Svg {...props} drawing={BASKET} />;
export const MenuIcon = (props: IconProps) => <Svg {...props} drawing={MENU} />;
export const ChevronIcon = (props: IconProps) => <Svg {...props} drawing={CHEVRON} />;
export const InfoIcon = (props: IconProps) => <Svg {...props} drawing={INFO} />;
export const ClockIcon = (props: IconProps) => <Svg {...props} drawing={CLOCK} />;
