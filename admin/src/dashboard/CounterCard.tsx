import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One counter: a labelled region, so "Active Deals 27" is found and read as one thing. */
export function CounterCard({ label, value, icon }: { label: string; value: number; icon: ReactNode }) {
  const id = `counter-${label.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Card component="section" aria-labelledby={id} sx={{ flex: '1 1 180px' }}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <span aria-hidden="true" style={{ display: 'flex', color: '#0b6e78' }}>
          {icon}
        </span>
        <div>
          <Typography id={id} component="h2" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h4" component="p" data-testid={id} sx={{ fontWeight: 700 }}>
            {value}
          </Typography>
        </div>
      </CardContent>
    </Card>
  );
}
