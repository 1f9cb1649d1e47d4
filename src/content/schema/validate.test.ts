import { readDataset } from '../sources/embedded-source';
import { danglingReferences, validateDocument } from './validate';

const header = {
  _id: 'car-en-header',
  _type: 'header',
  language: 'en',
  tenant: 'car',
  menuTitleBook: 'Book now',
  menuItems: [
    {
      _key: 'a',
      type: 'single',
      title: 'Cars',
      customLink: { _type: 'link', type: 'internal', internalType: 'relative', relative: '/cars/' },
    },
  ],
};

describe('validateDocument', () => {
  it('accepts a document that follows the schema', () => {
    expect(validateDocument(header)).toEqual([]);
  });

  it('names a missing required field by its path', () => {
    expect(validateDocument({ ...header, menuTitleBook: '' })).toEqual(['car-en-header.menuTitleBook: required']);
  });

  it('refuses values outside a list and unknown fields', () => {
    const broken = { ...header, language: 'xx', colour: 'red' };
    expect(validateDocument(broken)).toEqual([
      'car-en-header.colour: not a field of this type',
      'car-en-header.language: "xx" is not one of en, is, de, es, fr, pt, zh',
    ]);
  });

  it('checks nested objects, lists and named types', () => {
    const broken = {
      ...header,
      menuItems: [{ _key: 'a', type: 'single', title: 'Cars', customLink: { _type: 'link', type: 'sideways' } }],
    };
    expect(validateDocument(broken)).toEqual([
      'car-en-header.menuItems[0].customLink.type: "sideways" is not one of internal, external',
    ]);
  });

  it('checks numbers against their limits', () => {
    const category = { _id: 'vehicleCategory-x', _type: 'vehicleCategory', tenant: 'car', key: 'x', order: 'first' };
    expect(validateDocument(category)).toEqual(['vehicleCategory-x.order: expected a number']);
  });

  it('refuses an unknown document type', () => {
    expect(validateDocument({ _id: 'x', _type: 'spaceship' })).toEqual(['x: unknown document type "spaceship"']);
  });
});

describe('danglingReferences', () => {
  it('finds references to documents that do not exist', () => {
    const post = {
      _id: 'p',
      _type: 'blogPostPage',
      topic: { _type: 'reference', _ref: 't' },
      category: { _ref: 'gone' },
    };
    const topic = { _id: 't', _type: 'blogTopicPage' };
    expect(danglingReferences([post, topic])).toEqual(['p.category: refers to missing "gone"']);
  });
});

describe('the embedded dataset', () => {
  const documents = readDataset();

  it('exists', () => {
    expect(documents.length).toBeGreaterThan(0);
  });

  it('follows the schema, every document', () => {
    expect(documents.flatMap(validateDocument)).toEqual([]);
  });

  it('has no reference to a missing document', () => {
    expect(danglingReferences(documents)).toEqual([]);
  });
});
