import { render, screen } from '@testing-library/react';
import { chromeFixture } from './__fixtures__/chrome';
import { SiteFooter } from './SiteFooter';

describe('SiteFooter (spec §1, §2)', () => {
  it('shows both offices, the links, the active socials, the legal row and the certificate for the car brand', () => {
    render(<SiteFooter chrome={chromeFixture('car')} />);
    expect(screen.getByText('Keflavík Airport')).toBeInTheDocument();
    expect(screen.getByText('Reykjavík')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about/');
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://facebook.com/example');
    expect(screen.queryByRole('link', { name: 'X' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/legal/terms/');
    expect(screen.getByRole('img', { name: 'Road' })).toBeInTheDocument();
    expect(screen.getByText(`© ${new Date().getFullYear()} Norðurljós ehf. All rights reserved.`)).toBeInTheDocument();
  });

  it('hides the first office and the certificate and shows the company details for the long-term brand', () => {
    render(<SiteFooter chrome={chromeFixture('longterm')} />);
    expect(screen.queryByText('Keflavík Airport')).not.toBeInTheDocument();
    expect(screen.getByText(/Norðurljós Langtímaleiga ehf\./)).toBeInTheDocument();
    expect(screen.getByText(/Reg\. no\. 530619-0420/)).toBeInTheDocument();
    expect(screen.getByText(/VAT no\. 134512/)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Road' })).not.toBeInTheDocument();
  });

  it('folds the columns into one closed accordion, one group open at a time (spec §2, issue 13)', () => {
    const { container } = render(<SiteFooter chrome={chromeFixture('car')} />);
    const groups = [...container.querySelectorAll('details')];
    expect(groups.map((group) => group.querySelector('summary')?.textContent)).toEqual(['Our offices', 'Rentals']);
    for (const group of groups) {
      expect(group).toHaveAttribute('name', 'footer-group');
      expect(group).not.toHaveAttribute('open');
    }
  });

  it('links each office to its map in a new tab, named for the office (issue 13)', () => {
    render(<SiteFooter chrome={chromeFixture('car')} />);
    const keflavik = screen.getByRole('link', { name: 'Directions – Keflavík Airport, opens in a new tab' });
    expect(keflavik).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=63.985%2C-22.605');
    expect(keflavik).toHaveAttribute('target', '_blank');
    expect(keflavik).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Directions – Reykjavík, opens in a new tab' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Skeifan+9',
    );
  });

  it('shows only the copyright and the legal row in minimal mode', () => {
    render(<SiteFooter chrome={chromeFixture('car')} minimal />);
    expect(screen.queryByText('Keflavík Airport')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms' })).toBeInTheDocument();
  });
});
