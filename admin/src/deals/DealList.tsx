// Deals: search (title, description, company), filters (deal category, business category, active, featured,
// business), sort, pagination, CSV export, bulk delete and bulk activate / deactivate.
import { LIST_SX } from '../common/list-sx';
import {
  AutocompleteInput, BulkDeleteButton, BulkExportButton, CreateButton, ExportButton, FilterButton, List, ReferenceInput, SearchInput, SelectInput, TopToolbar,
  defaultExporter,
  type Exporter,
} from 'react-admin';
import { BulkActivateButtons } from '../common/BulkToggleButtons';
import { activeChoices, businessCategoryChoices, dealCategoryChoices, featuredChoices } from '../common/choices';
import { DealGrid } from './DealGrid';
import { ResourceRecordDialog } from '../common/record-dialog';
import { DealShow } from './DealShow';
import { DealEdit } from './DealEdit';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search deals" />,
  <SelectInput key="category" source="category" label="Deal category" choices={dealCategoryChoices} />,
  <SelectInput key="businessCategory" source="businessCategory" label="Business category" choices={businessCategoryChoices} />,
  <SelectInput key="isActive" source="isActive" label="Status" choices={activeChoices} alwaysOn />,
  <SelectInput key="isFeatured" source="isFeatured" label="Featured" choices={featuredChoices} />,
  <ReferenceInput key="businessId" source="businessId" reference="businesses" sort={{ field: 'companyName', order: 'ASC' }}>
    <AutocompleteInput label="Business" optionText="companyName" filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
];

function Actions() {
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton />
      <ExportButton maxResults={1000} />
    </TopToolbar>
  );
}

// One row per deal in the CSV: a deal's places (an array of objects) would otherwise be spread over several rows by
// the default exporter, so they are written as one column of their towns.
const exportDeals: Exporter = (records, fetchRelated, dataProvider, resource) =>
  defaultExporter(
    records.map(({ places, ...deal }) => ({
      ...deal,
      places: Array.isArray(places) ? places.map((place: { town?: string | null }) => place.town ?? '').join('; ') : '',
    })),
    fetchRelated,
    dataProvider,
    resource,
  );

export function DealList() {
  return (
    <>
      <List filters={filters} exporter={exportDeals} sx={LIST_SX} actions={<Actions />} sort={{ field: 'id', order: 'DESC' }} perPage={25}>
        <DealGrid
          bulkActionButtons={
            <>
              <BulkActivateButtons />
              <BulkExportButton />
              <BulkDeleteButton mutationMode="pessimistic" />
            </>
          }
        />
      </List>
      {/* View and edit open as dialogs over the list, which stays behind with its filters, sort and page. */}
      <ResourceRecordDialog resource="deals" Show={DealShow} Edit={DealEdit} />
    </>
  );
}
