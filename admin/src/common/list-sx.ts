/**
 * Lists scroll sideways inside their card on a narrow screen (a phone, a tablet held upright) instead of cutting columns
 * off or widening the page: the list's main column, a flex item, may shrink below its table's width (its automatic
 * minimum is the table's width), so the card's own scroll takes the overflow.
 */
export const LIST_SX = { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } } as const;
