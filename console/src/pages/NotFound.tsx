import { Link } from 'react-router';

export default function NotFound() {
  return (
    <article>
      <h1>Not found</h1>
      <p>
        There is nothing at this address. <Link to="/projects">Back to the projects</Link>
      </p>
    </article>
  );
}
