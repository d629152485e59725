import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** A row's Show / Edit / Delete, side by side; a press never opens the row as well. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'nowrap', gap: 0.5 }} onClick={(e) => e.stopPropagation()}>
      {children}
    </Box>
  );
}
