// "Export my data": asks the server for every personal row and saves it as parley-data-<date>.json.
import { useState } from 'react';
import { Button } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormAlert } from '../../../components/form-alert';
import { useExportAccountData } from '../../../api/account-data';
import { describeError } from '../../../lib/request/error-message';
import { saveJsonFile } from '../save-json-file';

export function ExportDataButton() {
  const { t } = useLingui();
  const exportData = useExportAccountData();
  const [saved, setSaved] = useState(false);
  const reason = exportData.error ? describeError(exportData.error) : '';

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
        <Trans>Export my data</Trans>
      </Button>
      <FormAlert message={exportData.error ? t`Your data could not be exported: ${reason}` : null} />
      {saved && (
        <p className="field__hint" role="status">
          <Trans>Saved: your chats, saved items, settings and recordings list, as a JSON file.</Trans>
        </p>
      )}
    </div>
  );
}
