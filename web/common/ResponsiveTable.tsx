import type { ReactNode } from 'react';
import {
  Box,
  Card,
  CardContent,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';

export type Column<Row> = {
  label: string;
  render: (row: Row, index: number) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** What the table's head shows instead of the label (a "select all" box); cards keep the label. */
  header?: ReactNode;
};

/**
 * A table on wide screens; on a phone each row becomes a card of "label: value" lines, so no
 * page ever scrolls sideways.
 */
export function ResponsiveTable<Row>({
  columns,
  rows,
  rowKey,
  empty,
  label,
}: {
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  empty: string;
  label: string;
}) {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  if (!rows.length) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography color="textSecondary">{empty}</Typography>
      </Paper>
    );
  }
  if (phone) {
    return (
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {rows.map((row, index) => (
          <Card component="li" key={rowKey(row)} variant="outlined">
            <CardContent sx={{ display: 'grid', gridTemplateColumns: 'minmax(90px, auto) 1fr', columnGap: 2, rowGap: 0.75 }}>
              {columns.map((column) => (
                <Box key={column.label} sx={{ display: 'contents' }}>
                  <Typography variant="body2" color="textSecondary">
                    {column.label}
                  </Typography>
                  <Box sx={{ minWidth: 0, overflowWrap: 'anywhere', typography: 'body2' }}>{column.render(row, index)}</Box>
                </Box>
              ))}
            </CardContent>
          </Card>
        ))}
      </Box>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} align={column.align} sx={{ fontWeight: 600 }}>
                {column.header ?? column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={rowKey(row)} hover>
              {columns.map((column) => (
                <TableCell key={column.label} align={column.align}>
                  {column.render(row, index)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
