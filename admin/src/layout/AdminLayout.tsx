import { Layout, type LayoutProps } from 'react-admin';
import { AdminAppBar } from './AdminAppBar';

export function AdminLayout(props: LayoutProps) {
  return <Layout {...props} appBar={AdminAppBar} />;
}
