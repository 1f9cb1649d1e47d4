import { render, screen } from '@testing-library/react';
import type { ResponsiveImage } from '../../content/images';
import { CreditedPicture } from './CreditedPicture';

const image: ResponsiveImage = {
  _type: 'responsiveImage',
  src: '/images/aurora.webp',
  srcSet: '/images/aurora.webp 1200w',
  width: 1200,
  height: 800,
  alt: 'Northern lights over a road',
};
const credit = [
  {
    _type: 'block' as const,
    _key: 'c',
    style: 'normal' as const,
    markDefs: [],
    children: [{ _type: 'span' as const, _key: 's', text: 'Photo: Anna Sigurðardóttir', marks: [] }],
  },
];

describe('CreditedPicture (spec §3 Image: copyright flag and text)', () => {
  it('shows the rich-text credit under a copyrighted picture', () => {
    render(<CreditedPicture image={{ ...image, copyright: true, copyrightText: credit }} />);
    const figure = screen.getByRole('figure');
    expect(figure).toContainElement(screen.getByRole('img', { name: image.alt }));
    expect(figure).toHaveTextContent('© Photo: Anna Sigurðardóttir');
  });

  it('shows the plain picture without the flag', () => {
    render(<CreditedPicture image={{ ...image, copyrightText: credit }} />);
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.queryByText(/Anna/)).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: image.alt })).toBeInTheDocument();
  });
});
