function Greeting(props) {
  return <p>Hello, {props.name}!</p>;
}

export default function App() {
  return (
    <div>
      <Greeting name="Ken" />
      <Greeting name="Mika" />
    </div>
  );
}
