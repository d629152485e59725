// /admin-dashboard (spec §2): counters Total Users, Businesses, Total Deals, Active Deals (deals with isActive); tabs
// Users, Businesses and Deals, each with its count and its list (view, edit, delete, create); a spinner while loading.
import BusinessIcon from '@mui/icons-material/Business';
import LocalOffer from '@mui/icons-material/LocalOffer';
import People from '@mui/icons-material/People';
import ToggleOn from '@mui/icons-material/ToggleOn';
import { Box, CircularProgress, Tab, Tabs } from '@mui/material';
import { Title } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DASHBOARD } from '../texts';
import { CounterCard } from './CounterCard';
import { DASHBOARD_TABS, DashboardList, dashboardPath, type DashboardTab } from './DashboardList';
import { useCounters } from './use-counters';

type TabName = DashboardTab;

export function Dashboard() {
  const counters = useCounters();
  // The tab is in the address (`?tab=deals`), so a record's dialog over it can be linked to and reloaded.
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const asked = params.get('tab') as TabName | null;
  const tab: TabName = asked && DASHBOARD_TABS.includes(asked) ? asked : 'users';
  const setTab = (name: TabName) => navigate(dashboardPath(name), { replace: true });
  const counts: Record<TabName, number> = { users: counters.totalUsers, businesses: counters.businesses, deals: counters.totalDeals };
  const labels: Record<TabName, string> = { users: DASHBOARD.users, businesses: DASHBOARD.businesses, deals: DASHBOARD.deals };

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={DASHBOARD.title} />
      {counters.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }} aria-busy="true">
          <CircularProgress aria-label={DASHBOARD.loading} />
        </Box>
      ) : (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <CounterCard label={DASHBOARD.totalUsers} value={counters.totalUsers} icon={<People fontSize="large" />} />
            <CounterCard label={DASHBOARD.businesses} value={counters.businesses} icon={<BusinessIcon fontSize="large" />} />
            <CounterCard label={DASHBOARD.totalDeals} value={counters.totalDeals} icon={<LocalOffer fontSize="large" />} />
            <CounterCard label={DASHBOARD.activeDeals} value={counters.activeDeals} icon={<ToggleOn fontSize="large" />} />
          </Box>
          <Box sx={{ mt: 3, borderBottom: 1, borderColor: 'divider' }}>
            <Tabs value={tab} onChange={(_, value: TabName) => setTab(value)} aria-label="Records" variant="scrollable" allowScrollButtonsMobile>
              {(Object.keys(labels) as TabName[]).map((name) => (
                <Tab key={name} value={name} label={`${labels[name]} (${counts[name]})`} id={`tab-${name}`} aria-controls={`panel-${name}`} />
              ))}
            </Tabs>
          </Box>
          <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} sx={{ mt: 2 }}>
            {/* One list per tab (keyed): react-admin keeps a list's last rows while the next ones load, which across tabs
                showed the users' rows in the deals' columns ("undefined" titles) for a moment. */}
            <DashboardList key={tab} resource={tab} />
          </Box>
        </>
      )}
    </Box>
  );
}
