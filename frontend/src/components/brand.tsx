import { PRODUCT_NAME } from '@fairbill/shared';
import { Link } from 'react-router-dom';
import { ShieldIcon } from './icons';

export function Brand({ to }: { to: string }) {
  return (
    <Link to={to} className="brand" aria-label={`${PRODUCT_NAME} home`}>
      <ShieldIcon size={28} />
      <span>{PRODUCT_NAME}</span>
    </Link>
  );
}
