import { Link } from 'react-router';
import { usePageTitle } from '../components/page';

export default function NotFound() {
  usePageTitle('Not found');
  return (
    <article>
      <h1>Not found</h1>
      <p>
        There is nothing at this address. <Link to="/projects">Back to the projects</Link>
      </p>
    </article>
  );
}
