/**
 * The bench-only pages: `?mode=cmdk` (cmdk's default filter over the palette's items),
 * `?mode=table` (DataTable over 100,000 rows) and `?mode=static` (the scrolling floor).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CmdkBench } from './CmdkBench.tsx';
import { StaticBench } from './StaticBench.tsx';
import { TableBench } from './TableBench.tsx';
import './page.css';

const mode = new URLSearchParams(location.search).get('mode');
createRoot(document.getElementById('root')!).render(<StrictMode>{mode === 'table' ? <TableBench /> : mode === 'static' ? <StaticBench /> : <CmdkBench />}</StrictMode>);
