import Header from './Header';

export default function App() {
  return (
    <div>
      <Header title="My Shop" />
      <p>Welcome to my shop!</p>
    </div>
  );
}
