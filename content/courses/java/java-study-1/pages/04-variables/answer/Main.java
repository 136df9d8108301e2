public class Main {
    public static void main(String[] args) {
        String name = "Ken";
        int age = 14;
        System.out.println(name + " is " + age + " years old");
    }
}
