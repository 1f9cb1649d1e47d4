/**
 * @jest-environment node
 */
import { EcbFormatError, parseEcbRates } from './ecb-xml';

/** The ECB's daily feed as it is published, trimmed to a few currencies. */
const feed = (cubes: string, tail = '</gesmes:Envelope>') => `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
	<gesmes:subject>Reference rates</gesmes:subject>
	<Cube>
${cubes}
	</Cube>
${tail}
`;

describe('parseEcbRates (the ECB euro reference rates XML)', () => {
  it('reads the day and the units per EUR of every currency, in either quote style', () => {
    const xml = feed(`		<Cube time='2026-11-20'>
			<Cube currency='USD' rate='1.0815'/>
			<Cube currency="ISK" rate="146.30"/>
			<Cube currency='JPY' rate='162.5'/>
		</Cube>`);
    expect(parseEcbRates(xml)).toEqual({ date: '2026-11-20', rates: { USD: 1.0815, ISK: 146.3, JPY: 162.5 } });
  });

  it.each([
    ['a cut-off document', feed(`<Cube time='2026-11-20'><Cube currency='USD' rate='1.08'/></Cube>`, '</gesmes:Env')],
    ['no rates day', feed(`<Cube currency='USD' rate='1.08'/>`)],
    [
      'two rates days',
      feed(`<Cube time='2026-11-20'></Cube><Cube time='2026-11-19'><Cube currency='USD' rate='1'/></Cube>`),
    ],
    ['a day that is not a date', feed(`<Cube time='2026-13-45'><Cube currency='USD' rate='1.08'/></Cube>`)],
    ['no rate at all', feed(`<Cube time='2026-11-20'></Cube>`)],
    ['a rate that is not a number', feed(`<Cube time='2026-11-20'><Cube currency='USD' rate='N/A'/></Cube>`)],
    ['a rate of zero', feed(`<Cube time='2026-11-20'><Cube currency='USD' rate='0'/></Cube>`)],
    ['a negative rate', feed(`<Cube time='2026-11-20'><Cube currency='USD' rate='-1.08'/></Cube>`)],
    ['a lowercase currency code', feed(`<Cube time='2026-11-20'><Cube currency='usd' rate='1.08'/></Cube>`)],
    ['an HTML error page', '<!doctype html><html><body>Service unavailable</body></html>'],
    ['nothing', ''],
  ])('refuses %s', (_, xml) => {
    expect(() => parseEcbRates(xml)).toThrow(EcbFormatError);
  });
});
