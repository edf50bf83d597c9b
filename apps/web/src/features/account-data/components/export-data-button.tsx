// "Export my data": asks the server for every personal row and saves it as parley-data-<date>.json.
import { useState } from 'react';
import { Button } from 'antd-mobile';
import { FormAlert } from '../../../components/form-alert';
import { useExportAccountData } from '../../../api/account-data';
import { saveJsonFile } from '../save-json-file';

export function ExportDataButton() {
  const exportData = useExportAccountData();
  const [saved, setSaved] = useState(false);

  const run = async () => {
    setSaved(false);
    try {
      const data = await exportData.mutateAsync();
      saveJsonFile(`parley-data-${data.exportedAt.slice(0, 10)}.json`, data);
      setSaved(true);
    } catch {
      // Shown from the mutation's error below.
    }
  };

  return (
    <div className="account-data__action">
      <Button block fill="outline" size="large" loading={exportData.isPending} onClick={() => void run()}>
        Export my data
      </Button>
      <FormAlert message={exportData.error ? `Your data could not be exported: ${exportData.error.message}` : null} />
      {saved && (
        <p className="field__hint" role="status">
          Saved: your chats, saved items, settings and recordings list, as a JSON file.
        </p>
      )}
    </div>
  );
}
