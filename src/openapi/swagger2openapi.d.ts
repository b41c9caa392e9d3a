declare module 'swagger2openapi' {
  /** Converts a Swagger 2.0 object to OpenAPI 3.0; resolves to `{ openapi }`. */
  export function convertObj(
    swagger: unknown,
    options: { patch?: boolean; warnOnly?: boolean; resolve?: boolean; direct?: boolean },
  ): Promise<{ openapi: Record<string, unknown> }>;
}
