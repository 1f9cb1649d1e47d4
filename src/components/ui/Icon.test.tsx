import { render } from '@testing-library/react';
import { Icon } from './Icon';

describe('Icon (spec §2 "an optional icon")', () => {
  it('draws a named icon as a decorative 16 by 16 picture from the sprite', () => {
    const { container } = render(<Icon name="key" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('width', '16');
    expect(svg).toHaveAttribute('height', '16');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg?.querySelector('use')).toHaveAttribute('href', '/icons.svg#key');
  });

  it('shows nothing for a name the sprite does not have', () => {
    expect(render(<Icon name="unicorn" />).container).toBeEmptyDOMElement();
    expect(render(<Icon name={undefined} />).container).toBeEmptyDOMElement();
  });
});
