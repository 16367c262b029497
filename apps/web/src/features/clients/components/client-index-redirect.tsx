import { Navigate, useParams } from 'react-router';

/** /app/clientes/{id} opens the profile on its timeline. */
export function ClientIndexRedirect() {
  const { client_id } = useParams();
  return <Navigate to={`/app/clientes/${client_id ?? ''}/timeline`} replace />;
}
