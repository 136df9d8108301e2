public class Main {
    public static void main(String[] args) {
        int age = "14";
        System.out.println(age);
    }
}
