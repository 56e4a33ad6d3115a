/** A page of a list, as both of the API's list dialects reduce to (api/http/listQuery.ts). */
export type PageQuery = {
  offset: number;
  perPage: number;
  /** A field the list allows sorting by, never free text: it goes into the statement. */
  sort?: { field: string; order: 'ASC' | 'DESC' };
};
