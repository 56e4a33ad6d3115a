// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderInAdmin, spyAuthProvider, spyDataProvider } from '../testing/renderInAdmin.tsx';
import { PageSearch } from './PageSearch.tsx';

const kwame = {
  id: 'u1',
  fname: 'Kwame',
  lname: 'Mensah',
  email: 'kwame@hostel.test',
  phone_number: '+233244123456',
  user_type: 'continuing_student',
};
const booking = {
  id: 'b1',
  full_name: 'Kwame Mensah',
  reference: 'HB-2NNRGR',
  room_number: 'A101',
  index_number: '10234567',
  payment_status: 'pending',
};

function Where() {
  const location = useLocation();
  return <output aria-label="Location">{location.pathname + location.search}</output>;
}

function renderSearch(role: string) {
  const dataProvider = spyDataProvider({
    getList: (resource: string) => (resource === 'users' ? { data: [kwame], total: 1 } : { data: [booking], total: 1 }),
  });
  renderInAdmin(
    <>
      <PageSearch />
      <Where />
    </>,
    { dataProvider, authProvider: spyAuthProvider(role) },
  );
  return dataProvider;
}

async function search(text: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Search' }));
  await userEvent.type(within(await screen.findByRole('dialog')).getByRole('textbox'), text);
}

describe('the top bar search', () => {
  it('finds students and bookings for the office, by what was typed, a few of each', async () => {
    const dataProvider = renderSearch('admin');
    await search('Mensah Kwame');
    const students = await screen.findByRole('list', { name: 'Students' });
    expect(within(students).getByText('Kwame Mensah')).toBeInTheDocument();
    expect(within(students).getByText('kwame@hostel.test · 024 412 3456')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Bookings' })).getByText('Kwame Mensah · HB-2NNRGR')).toBeInTheDocument();
    for (const resource of ['users', 'bookings'])
      expect(dataProvider.getList).toHaveBeenCalledWith(
        resource,
        expect.objectContaining({ filter: { q: 'Mensah Kwame' }, pagination: { page: 1, perPage: 5 } }),
      );
  });

  it('opens a booking found on its page, and a student on the users list searched for them', async () => {
    renderSearch('admin');
    await search('Mensah Kwame');
    await userEvent.click(await screen.findByText('Kwame Mensah · HB-2NNRGR'));
    expect(screen.getByLabelText('Location')).toHaveTextContent('/booking/b1');
    await search('Kwame');
    await userEvent.click(within(await screen.findByRole('list', { name: 'Students' })).getByText('Kwame Mensah'));
    expect(screen.getByLabelText('Location')).toHaveTextContent('/users?q=kwame%40hostel.test');
  });

  it('searches pages only for a student', async () => {
    const dataProvider = renderSearch('user');
    await search('Mensah Kwame');
    expect(await screen.findByText('Nothing matches "Mensah Kwame".')).toBeInTheDocument();
    await waitFor(() => expect(dataProvider.getList).not.toHaveBeenCalled());
  });
});
