/** Lists scroll sideways inside their card on a narrow screen (a tablet held upright) instead of cutting columns off. */
export const LIST_SX = { '& .RaList-content': { overflowX: 'auto' } } as const;
