/**
 * `defineType` and `defineField` as Sanity Studio's `sanity` package has them: identity functions
 * that type a schema definition. The definitions here import into a Studio unchanged (swap this
 * import for `sanity`); the site reads them only to validate the embedded dataset.
 */

/** The subset of Sanity's Rule builder the schema uses; `validate.ts` records the calls. */
export interface Rule {
  required(): Rule;
  min(value: number): Rule;
  max(value: number): Rule;
  integer(): Rule;
  positive(): Rule;
  unique(): Rule;
  uri(options?: { scheme?: string[]; allowRelative?: boolean }): Rule;
  email(): Rule;
  regex(pattern: RegExp, options?: { name?: string }): Rule;
}

export interface FieldDefinition {
  name: string;
  title?: string;
  type: string;
  description?: string;
  of?: FieldDefinition[] | { type: string; name?: string; title?: string; fields?: FieldDefinition[] }[];
  to?: { type: string }[];
  fields?: FieldDefinition[];
  options?: {
    list?: (string | number | { title: string; value: string | number })[];
    hotspot?: boolean;
    source?: string;
  };
  validation?: (rule: Rule) => Rule | Rule[];
  hidden?: boolean;
  initialValue?: unknown;
}

export interface TypeDefinition {
  name: string;
  title: string;
  type: 'document' | 'object' | 'image' | 'array';
  description?: string;
  fields?: FieldDefinition[];
  of?: { type: string }[];
  options?: { hotspot?: boolean };
  preview?: { select: Record<string, string> };
}

export const defineType = <T extends TypeDefinition>(definition: T): T => definition;
export const defineField = <T extends FieldDefinition>(definition: T): T => definition;

/** A required field. */
export const required = (rule: Rule) => rule.required();
