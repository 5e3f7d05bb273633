import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The placeholder of a block whose data is still on its way. antd's Skeleton draws its title bar as an empty h3,
 * which screen readers announce as a heading with no name (axe: empty-heading), so the bar is left out; the block
 * says it is loading instead of showing grey bars to nobody.
 */
export function LoadingBlock({ rows = 3, padded = false }: { rows?: number; padded?: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('app.loading')} style={padded ? { padding: 24 } : undefined}>
      <Skeleton active title={false} paragraph={{ rows }} />
    </div>
  );
}
