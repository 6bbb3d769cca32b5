import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

import { fetchReport } from './report-lines';
import { ReportLines } from './ReportLines';

// Floor 1: React and react-dom only. The report's answer is fetched in an effect and shown.

function ReportPage() {
  const [answer, setAnswer] = useState<unknown>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    fetchReport().then(setAnswer, (error: unknown) => setFailure(String(error)));
  }, []);
  if (failure) return <p role="alert">{failure}</p>;
  if (answer === null) return <p role="status">Loading report…</p>;
  return <ReportLines answer={answer} />;
}

const root = document.getElementById('root');
if (!root) throw new Error('the floor page has no #root');
createRoot(root).render(<ReportPage />);
