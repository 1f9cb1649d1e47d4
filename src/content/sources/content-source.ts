/** Where the build reads content from: the embedded dataset or Sanity (DESIGN.md "Two kinds of everything"). */
export interface ContentSource {
  readonly name: 'embedded' | 'sanity';
  /** Runs a GROQ query with its parameters and answers its result. */
  fetch<T>(query: string, params?: Record<string, unknown>): Promise<T>;
}

/** A content service answered 4xx: the query or its parameters are wrong (spec §8). */
export class ContentRequestError extends Error {
  override readonly name = 'ContentRequestError';
  constructor(
    message: string,
    readonly statusCode: number,
  ) {
    super(message);
  }
}

/** A content service answered 5xx (spec §8). */
export class ContentServerError extends Error {
  override readonly name = 'ContentServerError';
  constructor(
    message: string,
    readonly statusCode: number,
  ) {
    super(message);
  }
}
