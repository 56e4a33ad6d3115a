import simpleRestProvider from 'ra-data-simple-rest';
import { useDataProvider, type DataProvider } from 'react-admin';
import { hostelCommands, type HostelCommands } from './hostelCommands.ts';
import { API_URL, envelopeClient } from './httpClient.ts';

export type HostelDataProvider = DataProvider & HostelCommands;

/** simple-rest for lists and CRUD (the API answers its range/sort/filter dialect), plus commands. */
export const dataProvider: HostelDataProvider = {
  ...simpleRestProvider(API_URL, envelopeClient),
  ...hostelCommands,
};

/** The data provider with its command methods typed; calls still pass react-admin's 401 handling. */
export const useHostelData = () => useDataProvider<HostelDataProvider>();
