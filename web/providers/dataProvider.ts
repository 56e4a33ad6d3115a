import simpleRestProvider from 'ra-data-simple-rest';
import { useDataProvider, type DataProvider } from 'react-admin';
import { customCommands, customReads } from '../plain/customMethods.ts';
import { API_URL, envelopeClient } from '../plain/httpClient.ts';

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type Grouped = Record<string, Record<string, (params: never) => Promise<unknown>>>;
type Flat<G extends Grouped> = UnionToIntersection<G[keyof G]>;

const flatten = <G extends Grouped>(groups: G) => Object.assign({}, ...Object.values(groups)) as Flat<G>;

export type CustomReads = Flat<typeof customReads>;
export type CustomCommands = Flat<typeof customCommands>;
export type HostelDataProvider = DataProvider & CustomReads & CustomCommands;

/**
 * simple-rest for lists and CRUD (the API answers its range/sort/filter dialect), plus the
 * custom methods of the commands and special reads, as react-admin's crm example adds its own.
 */
export const dataProvider: HostelDataProvider = {
  ...simpleRestProvider(API_URL, envelopeClient),
  ...flatten(customReads),
  ...flatten(customCommands),
};

/** The resource a custom method reads or changes: the first part of its query or mutation key. */
export function resourceOf(method: keyof CustomReads | keyof CustomCommands): string {
  const groups: Grouped[] = [customReads, customCommands];
  for (const group of groups) for (const [resource, methods] of Object.entries(group)) if (method in methods) return resource;
  throw new Error(`Unknown data provider method: ${method}`);
}

/** The data provider with its custom methods typed; calls still pass react-admin's 401 handling. */
export const useHostelData = () => useDataProvider<HostelDataProvider>();
